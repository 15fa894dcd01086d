module github.com/uriref/uri/bench

go 1.24

require github.com/uriref/uri v0.0.0

require github.com/yosida95/uritemplate/v3 v3.0.2

replace github.com/uriref/uri => ../
